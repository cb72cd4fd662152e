using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// One field an agent asked set_component_field (or create_game_object's <c>fields</c>) to set, before it is
    /// found on a component: the name given, the value as JSON, and the argument to name when it is wrong. Read the
    /// same way in the editor and in a player.
    /// </summary>
    public sealed class FieldRequest
    {
        public string Field;
        public JToken Value;
        public string ErrorField;

        /// <summary>
        /// <paramref name="field"/> and <paramref name="value"/>, and/or <paramref name="fields"/> {field: value}. A string
        /// value is read as JSON when it is JSON ("5", "[1,2,3]") and stays text otherwise. Error fields of
        /// <paramref name="fields"/> are named <paramref name="errorPrefix"/> + the field ("fields.m_Mass").
        /// </summary>
        public static List<FieldRequest> Parse(string field, string value, JObject fields, string errorPrefix)
        {
            var requests = new List<FieldRequest>();
            if (field != null)
            {
                if (value == null)
                {
                    throw ToolErrors.Invalid("value", "any JSON value", "Missing 'value' for field '" + field + "'.");
                }

                requests.Add(new FieldRequest { Field = field, Value = LenientJson.Parse(value), ErrorField = "value" });
            }
            else if (value != null)
            {
                throw ToolErrors.Invalid("field", "string", "Missing 'field' for that value; or pass fields {\"field\": value, …}.");
            }

            if (fields != null)
            {
                foreach (var pair in fields)
                {
                    // A string stays what it says ("Hello", "#ff0000", "1,2,3"); JSON in a string is read as JSON, as in value.
                    var parsed = pair.Value.Type == JTokenType.String ? LenientJson.Parse((string)pair.Value) : pair.Value;
                    requests.Add(new FieldRequest { Field = pair.Key, Value = parsed, ErrorField = errorPrefix + pair.Key });
                }
            }

            if (requests.Count == 0)
            {
                throw ToolErrors.Invalid("field", "field and value, or fields", "Pass field and value, or fields {\"field\": value, …}.");
            }

            return requests;
        }
    }
}
