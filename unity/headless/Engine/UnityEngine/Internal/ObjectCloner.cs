using System;
using System.Linq;

namespace UnityEngine.Internal
{
    internal static class ObjectCloner
    {
        internal static Object Clone(Object original)
        {
            var go = original as GameObject;
            var component = original as Component;
            if (go != null || component != null)
            {
                var sourceGo = go ?? component.gameObject;
                var data = ObjectSerializer.WriteGameObject(sourceGo);
                data.Remove("prefab"); // Object.Instantiate makes a plain copy, as in Unity's editor
                var clone = ObjectSerializer.RestoreGameObjects(new[] { data }, SceneRegistry.Active, null, false)[0];
                clone.NameCore = sourceGo.name + "(Clone)";
                if (go != null) return clone;
                var index = sourceGo.ComponentList.IndexOf(component);
                return index >= 0 && index < clone.ComponentList.Count ? clone.ComponentList[index] : null;
            }
            var copy = (Object)Activator.CreateInstance(original.GetType(), true);
            var fields = ObjectSerializer.WriteFields(original, original.GetType());
            ObjectSerializer.ReadFields(copy, copy.GetType(), fields, r => ObjectSerializer.ResolveRef(r, null));
            copy._name = original._name + "(Clone)";
            return copy;
        }

        internal static GameObject GameObjectOf(Object o)
        {
            var go = o as GameObject;
            if (go != null) return go;
            var c = o as Component;
            return c != null ? c.gameObject : null;
        }
    }
}
