using System;
using System.Linq;
using UnityEngine;

namespace UnityEditor
{
    public class MonoScript : TextAsset
    {
        internal Type ScriptClass;

        public MonoScript() { }

        // Unity maps a script to the class named like its file; without an asset for it (a package
        // type loaded from a dll) the stand-in makes an in-memory script object.
        public Type GetClass()
        {
            if (ScriptClass != null) return ScriptClass;
            var n = _name;
            return TypeCache.GetTypesDerivedFrom<UnityEngine.Object>().FirstOrDefault(t => t.Name == n && (typeof(MonoBehaviour).IsAssignableFrom(t) || typeof(ScriptableObject).IsAssignableFrom(t)));
        }

        public static MonoScript FromMonoBehaviour(MonoBehaviour behaviour) { return behaviour == null ? null : ForType(behaviour.GetType()); }
        public static MonoScript FromScriptableObject(ScriptableObject scriptableObject) { return scriptableObject == null ? null : ForType(scriptableObject.GetType()); }

        internal static MonoScript ForType(Type type)
        {
            foreach (var guid in AssetDatabase.FindAssets(type.Name + " t:MonoScript"))
            {
                var script = AssetDatabase.LoadAssetAtPath<MonoScript>(AssetDatabase.GUIDToAssetPath(guid));
                if (script != null && script.name == type.Name) { script.ScriptClass = type; return script; }
            }
            return new MonoScript { _name = type.Name, ScriptClass = type };
        }
    }
}
