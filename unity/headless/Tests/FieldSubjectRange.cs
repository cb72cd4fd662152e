using System;

namespace Patchbay.Headless.Tests
{
    // A [Serializable] class without a parameterless constructor, which Unity's serializer still fills.
    [Serializable]
    public class FieldSubjectRange
    {
        public int min;
        public int max;

        public FieldSubjectRange(int min, int max)
        {
            this.min = min;
            this.max = max;
        }
    }
}
