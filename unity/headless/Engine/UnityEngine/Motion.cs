namespace UnityEngine
{
    // Signatures: UnityCsReference 2021.3.0f1 / 6000.5.0f1 Modules/Animation/ScriptBindings/Motion.bindings.cs.
    // No animation is evaluated: the averages are 0.
    public partial class Motion : Object
    {
        protected Motion() {}

        public float averageDuration { get { return AverageDurationCore; } }
        public float averageAngularSpeed { get { return 0f; } }
        public Vector3 averageSpeed { get { return Vector3.zero; } }
        public float apparentSpeed { get { return 0f; } }
        public bool isLooping { get { return IsLoopingCore; } }
        public bool legacy { get { return LegacyCore; } }
        public bool isHumanMotion { get { return false; } }

        internal virtual float AverageDurationCore { get { return 0f; } }
        internal virtual bool IsLoopingCore { get { return false; } }
        internal virtual bool LegacyCore { get { return false; } }

        [System.Obsolete("ValidateIfRetargetable is not supported anymore, please use isHumanMotion instead.", true)]
        public bool ValidateIfRetargetable(bool val) { return false; }

        [System.Obsolete("isAnimatorMotion is not supported anymore, please use !legacy instead.", true)]
        public bool isAnimatorMotion { get; }
    }
}
