using Object = UnityEngine.Object;

namespace UnityEditor
{
    public sealed class PropertyModification
    {
        public Object target;
        public string propertyPath;
        public string value;
        public Object objectReference;
    }
}
