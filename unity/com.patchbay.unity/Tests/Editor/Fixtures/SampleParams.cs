using System.Collections.Generic;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests.Fixtures
{
    public enum SampleMode
    {
        Fast,
        Thorough,
    }

    public sealed class SampleVector
    {
        [McpParam("X coordinate.", Required = true)]
        public float X;

        public float Y;
    }

    public sealed class SampleParams
    {
        [McpParam("Name of the thing.", Required = true, MinLength = 1, MaxLength = 20)]
        public string Name;

        [McpParam("How many.", Minimum = 1, Maximum = 10)]
        public int Count = 3;

        [McpParam("How to do it.")]
        public SampleMode Mode = SampleMode.Fast;

        public bool Verbose;

        public double? Scale;

        [McpParam("Tags to add.", MaxLength = 3)]
        public List<string> Tags;

        public int[] Layers;

        public SampleVector Position;

        public Dictionary<string, int> Weights;

        [McpIgnore]
        public string Hidden;
    }
}
