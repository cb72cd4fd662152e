using System;

namespace Patchbay.Headless.Tests
{
    // A [Serializable] class inside FieldSubject: serialized as its members.
    [Serializable]
    public class FieldSubjectStats
    {
        public int hp = 10;
        public float armour = 0.5f;
    }
}
