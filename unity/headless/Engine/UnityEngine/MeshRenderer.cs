namespace UnityEngine
{
    public class MeshRenderer : Renderer
    {
    }
}
