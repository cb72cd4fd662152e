using System.Text.RegularExpressions;
using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// A field condition as agents write it: "Component.member.path op value" ("Transform.localPosition.y > 1",
    /// "PlayerController.score >= 3", "Health[1].alive == false"). Engine-free; the names are resolved later.
    /// </summary>
    public sealed class ConditionText
    {
        private static readonly Regex Shape = new Regex(@"^\s*(?<component>[A-Za-z_][\w.]*?(?:\[\d+\])?)\.(?<member>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*(?<op>>=|<=|==|!=|>|<)\s*(?<value>.+?)\s*$");

        public string Component { get; private set; }

        public string Member { get; private set; }

        public string Operator { get; private set; }

        public string Value { get; private set; }

        private static readonly Regex MemberShape = new Regex(@"^\s*(?<component>[A-Za-z_][\w.]*?(?:\[\d+\])?)\.(?<member>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*$");

        /// <summary>"Component.member.path" without a comparison (step_game's watch), or a ToolException.</summary>
        public static ConditionText ParseMember(string text, string field)
        {
            var match = MemberShape.Match(text ?? string.Empty);
            if (!match.Success)
            {
                throw ToolErrors.Invalid(field, "Component.member", "'" + text + "' is not Component.member (e.g. Transform.localPosition, PlayerController.score).");
            }

            return new ConditionText { Component = match.Groups["component"].Value, Member = match.Groups["member"].Value };
        }

        public static ConditionText Parse(string text)
        {
            var match = Shape.Match(text ?? string.Empty);
            if (!match.Success)
            {
                throw ToolErrors.Invalid("condition", "Component.member op value", "condition '" + text
                    + "' is not 'Component.member op value' with op one of >, >=, <, <=, ==, != (e.g. Transform.localPosition.y > 1).");
            }

            return new ConditionText
            {
                Component = match.Groups["component"].Value,
                Member = match.Groups["member"].Value,
                Operator = match.Groups["op"].Value,
                Value = match.Groups["value"].Value,
            };
        }
    }
}
