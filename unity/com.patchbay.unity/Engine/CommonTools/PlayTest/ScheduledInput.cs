using System.Collections.Generic;
using System.Globalization;
using System.Text.RegularExpressions;
using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// One input of step_game's window as agents write it: "Space@0" (down for frame 0 only), "D@10-40" (held in frames
    /// 10 to 40), "stick:1,0@5-end" (the left stick held from frame 5 to the window's last frame), "mouse:left@3",
    /// "pad:south@2", "pointer:320,200@0". Frames count from 0, the first frame the step runs; an input is sent before its
    /// first frame and let go before the frame after its last (what is held at the end is let go after the window).
    /// Engine-free: the names are checked against the Input System later.
    /// </summary>
    public sealed class ScheduledInput
    {
        public const int MaxInputs = 64;

        private static readonly Regex Shape = new Regex(@"^\s*(?<input>[^@]+?)\s*@\s*(?<from>\d+)\s*(?:-\s*(?<to>\d+|end)\s*)?$", RegexOptions.IgnoreCase);

        public string Text { get; private set; }

        public InputRequest Request { get; private set; }

        /// <summary>The first frame the input is down in (0-based in the window).</summary>
        public int From { get; private set; }

        /// <summary>The last frame it is down in.</summary>
        public int To { get; private set; }

        /// <summary>Whether it is a position (pointer), which is set rather than held and let go.</summary>
        public bool IsPosition
        {
            get { return Request.Pointer != null && Request.Keys.Count == 0 && Request.MouseButtons.Count == 0 && !Request.UsesGamepad; }
        }

        /// <summary>The inputs of a window of <paramref name="frames"/> frames, or a ToolException naming the bad one.</summary>
        public static List<ScheduledInput> Parse(string[] specs, int frames)
        {
            var inputs = new List<ScheduledInput>();
            if (specs == null)
            {
                return inputs;
            }

            if (specs.Length > MaxInputs)
            {
                throw ToolErrors.Invalid("inputs", "at most " + MaxInputs, specs.Length + " inputs; one step takes at most " + MaxInputs + ".");
            }

            foreach (var spec in specs)
            {
                var match = Shape.Match(spec ?? string.Empty);
                if (!match.Success)
                {
                    throw ToolErrors.Invalid("inputs", "INPUT@frame or INPUT@from-to", "input '" + spec + "' is not INPUT@frame or INPUT@from-to "
                        + "(e.g. Space@0, D@10-40, stick:1,0@5-end).");
                }

                int from, to;
                if (!int.TryParse(match.Groups["from"].Value, NumberStyles.None, CultureInfo.InvariantCulture, out from))
                {
                    throw ToolErrors.Invalid("inputs", "a frame number", "input '" + spec + "' has a frame number too large.");
                }

                var toText = match.Groups["to"].Success ? match.Groups["to"].Value : null;
                if (toText == null)
                {
                    to = from;
                }
                else if (string.Equals(toText, "end", System.StringComparison.OrdinalIgnoreCase))
                {
                    to = frames - 1;
                }
                else if (!int.TryParse(toText, NumberStyles.None, CultureInfo.InvariantCulture, out to))
                {
                    throw ToolErrors.Invalid("inputs", "a frame number", "input '" + spec + "' has a frame number too large.");
                }

                if (from >= frames || to >= frames)
                {
                    throw ToolErrors.Invalid("inputs", "frames 0.." + (frames - 1), "input '" + spec + "' is scheduled outside the window: this step runs "
                        + frames + " frame" + (frames == 1 ? string.Empty : "s") + " (0 to " + (frames - 1) + "). Schedule it inside, or run a longer step.");
                }

                if (to < from)
                {
                    throw ToolErrors.Invalid("inputs", "from <= to", "input '" + spec + "' ends (frame " + to + ") before it starts (frame " + from + ").");
                }

                inputs.Add(new ScheduledInput { Text = spec.Trim(), Request = RequestOf(match.Groups["input"].Value.Trim(), spec), From = from, To = to });
            }

            return inputs;
        }

        private static InputRequest RequestOf(string input, string spec)
        {
            var request = new InputRequest();
            var lower = input.ToLowerInvariant();
            if (lower.StartsWith("stick:") || lower.StartsWith("pointer:"))
            {
                var stick = lower.StartsWith("stick:");
                var numbers = input.Substring(input.IndexOf(':') + 1).Split(',');
                float x, y;
                if (numbers.Length != 2
                    || !float.TryParse(numbers[0].Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out x)
                    || !float.TryParse(numbers[1].Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out y))
                {
                    throw ToolErrors.Invalid("inputs", stick ? "stick:x,y" : "pointer:x,y", "input '" + spec + "' needs two numbers: " + (stick ? "stick:x,y (each -1 to 1)" : "pointer:x,y (pixels)") + ".");
                }

                if (stick && (System.Math.Abs(x) > 1 || System.Math.Abs(y) > 1))
                {
                    throw ToolErrors.Invalid("inputs", "-1..1", "input '" + spec + "': a stick reads -1 to 1 on each axis.");
                }

                if (stick)
                {
                    request.LeftStick = new[] { x, y };
                }
                else
                {
                    request.Pointer = new[] { x, y };
                }
            }
            else if (lower.StartsWith("mouse:"))
            {
                request.MouseButtons.Add(input.Substring(6));
            }
            else if (lower.StartsWith("pad:"))
            {
                request.GamepadButtons.Add(input.Substring(4));
            }
            else
            {
                request.Keys.Add(input);
            }

            return request;
        }
    }
}
