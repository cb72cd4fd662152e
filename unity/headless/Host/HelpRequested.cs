using System;

namespace Patchbay.EditorHost
{
    internal sealed class HelpRequested : Exception
    {
    }
}
