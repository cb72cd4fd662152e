using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tools.TestRunner
{
    public sealed class RunTestsParams
    {
        public TestModeOption Mode;

        [McpParam("Regex on full test names")]
        public string[] Names;

        public string[] Categories;

        public string[] Assemblies;

        [McpParam("Write NUnit XML, return its path")]
        public bool Xml;

        [McpParam("Then a jobId for get_job", Minimum = 0, Maximum = 45)]
        public int WaitSeconds = 30;
    }
}
