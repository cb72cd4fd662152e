namespace Patchbay.Shared.Security
{
    /// <summary>Whether a call may run; when not, the setting that would allow it and a message for the agent.</summary>
    public sealed class SecurityDecision
    {
        public static readonly SecurityDecision Allow = new SecurityDecision(true, null, null);

        private SecurityDecision(bool allowed, string setting, string message)
        {
            Allowed = allowed;
            Setting = setting;
            Message = message;
        }

        public bool Allowed { get; private set; }

        /// <summary>The settings key that allows the call ("allowMenuItems", "groups.scene", "tools.x").</summary>
        public string Setting { get; private set; }

        public string Message { get; private set; }

        public static SecurityDecision Block(string setting, string message)
        {
            return new SecurityDecision(false, setting, message);
        }
    }
}
