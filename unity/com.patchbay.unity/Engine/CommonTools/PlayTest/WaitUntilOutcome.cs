using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Core;
using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>wait_until's answer: its JSON text, and the game view as it was when the wait ended when asked.</summary>
    [Preserve]
    public sealed class WaitUntilOutcome : JObject, IImageResult
    {
        private readonly byte[] _png;

        public WaitUntilOutcome(JObject json, byte[] png) : base(json)
        {
            _png = png;
        }

        public IList<ToolImage> GetImages()
        {
            return _png == null ? new ToolImage[0] : new[] { new ToolImage(_png, "image/png") };
        }
    }
}
