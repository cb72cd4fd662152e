using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.Console
{
    /// <summary>
    /// The console entry types get_console_logs filters by. Lower case on purpose: the names are the wire
    /// format, and each entry's "type" says them the same way ("error"); any case is accepted.
    /// </summary>
    [Preserve]
    public enum LogKind
    {
        log,
        warning,
        error,
        exception,
        assert,
    }
}
