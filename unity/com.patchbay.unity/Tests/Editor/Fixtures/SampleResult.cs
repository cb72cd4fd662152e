using System.Collections.Generic;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    public sealed class SampleResult
    {
        [McpParam("Echoed name.")]
        public string Name { get; set; }

        public int Count { get; set; }

        public SampleMode Mode { get; set; }

        public List<SampleVector> Points { get; set; }

        public double Ratio { get; set; }
    }
}
