namespace UnityEditor
{
    public sealed class MenuCommand
    {
        public UnityEngine.Object context;
        public int userData;

        public MenuCommand(UnityEngine.Object inContext, int userData) { context = inContext; this.userData = userData; }
        public MenuCommand(UnityEngine.Object inContext) { context = inContext; }
    }
}
