using System.Globalization;
using UnityEngine;
using Object = UnityEngine.Object;

namespace Patchbay.Engine.CommonTools.Shared
{
    /// <summary>
    /// The id agents see for an engine object, and back. Always a string of decimal digits, so the JSON
    /// has one shape on every Unity: the instance id before Unity 6000.4, the 64-bit EntityId (as
    /// EntityId.ToULong gives it) from 6000.4, where ids no longer fit an int (and would lose digits as a
    /// JSON number in JavaScript). Both are stable for an editor session, across domain reloads.
    /// </summary>
    public static class ObjectIds
    {
        public static string Of(Object value)
        {
#if UNITY_6000_4_OR_NEWER
            return EntityId.ToULong(value.GetEntityId()).ToString(CultureInfo.InvariantCulture);
#elif UNITY_6000_3_OR_NEWER
            // 6000.3's EntityId is still an int and converts without a warning (ToULong arrives in 6000.4).
            int id = value.GetEntityId();
            return id.ToString(CultureInfo.InvariantCulture);
#else
            return value.GetInstanceID().ToString(CultureInfo.InvariantCulture);
#endif
        }

        /// <summary>The live object <paramref name="text"/> names as an id, or null (not an id, or no such object).</summary>
        public static Object Find(string text)
        {
            // Resolving an id is the editor's (EditorUtility) or, in a player, a walk of the loaded scenes.
            return PlayHost.Current.FindObject(text);
        }
    }
}
