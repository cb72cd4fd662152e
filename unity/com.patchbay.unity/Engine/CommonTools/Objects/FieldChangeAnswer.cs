using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>set_component_field's answer, in the editor and in a player: one change flat, several under "set".</summary>
    public static class FieldChangeAnswer
    {
        public static string Text(GameObject go, JArray set, bool several)
        {
            if (!several)
            {
                var single = (JObject)set[0];
                single.AddFirst(new JProperty("target", SceneObjects.PathOf(go)));
                return ToolJson.Text(single);
            }

            return ToolJson.Text(new JObject { { "target", SceneObjects.PathOf(go) }, { "set", set } });
        }
    }
}
