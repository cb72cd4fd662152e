namespace UnityEditor.Compilation
{
    public class Assembly
    {
        internal Assembly(string name, string outputPath)
        {
            this.name = name;
            this.outputPath = outputPath;
        }

        public string name { get; private set; }
        public string outputPath { get; private set; }
    }
}
