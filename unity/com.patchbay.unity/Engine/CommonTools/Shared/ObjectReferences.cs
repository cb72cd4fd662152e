using Newtonsoft.Json.Linq;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>A field's reference to a live object as get_game_object shows it, in the editor and in a player.</summary>
    public static class ObjectReferences
    {
        /// <summary>null, or {name, type, id} and the hierarchy path when it is a GameObject or a component.</summary>
        public static JToken Describe(Object value)
        {
            if (value == null)
            {
                return JValue.CreateNull();
            }

            var go = value as GameObject ?? (value is Component ? ((Component)value).gameObject : null);
            var reference = new JObject { { "name", value.name }, { "type", value.GetType().Name }, { "id", ObjectIds.Of(value) } };
            if (go != null)
            {
                reference["path"] = SceneObjects.PathOf(go);
            }

            return reference;
        }
    }
}
