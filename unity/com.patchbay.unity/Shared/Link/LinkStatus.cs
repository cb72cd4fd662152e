namespace Patchbay.Shared.Link
{
    public enum LinkStatus
    {
        /// <summary>The link is switched off in the settings or not started.</summary>
        Stopped,
        /// <summary>No hub found or reachable; retrying.</summary>
        Waiting,
        Connecting,
        Connected,
        /// <summary>The hub refused this editor (version mismatch, wrong token); retrying.</summary>
        Refused,
    }
}
