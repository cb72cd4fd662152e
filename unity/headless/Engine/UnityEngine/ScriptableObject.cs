using System;
using System.Linq;

namespace UnityEngine
{
    public class ScriptableObject : Object
    {
        public ScriptableObject() { }

        public static ScriptableObject CreateInstance(string className)
        {
            var type = AppDomain.CurrentDomain.GetAssemblies()
                .SelectMany(a => { try { return a.GetTypes(); } catch (System.Reflection.ReflectionTypeLoadException e) { return e.Types.Where(t => t != null).ToArray(); } })
                .FirstOrDefault(t => (t.Name == className || t.FullName == className) && typeof(ScriptableObject).IsAssignableFrom(t));
            if (type == null)
            {
                Debug.LogError("Instance of " + className + " couldn't be created because there is no script with that name.");
                return null;
            }
            return CreateInstance(type);
        }

        public static ScriptableObject CreateInstance(Type type)
        {
            if (type == null || !typeof(ScriptableObject).IsAssignableFrom(type) || type.IsAbstract)
            {
                Debug.LogError("Instance of " + (type == null ? "null" : type.Name) + " couldn't be created because it is not a concrete ScriptableObject type.");
                return null;
            }
            var so = (ScriptableObject)Activator.CreateInstance(type, true);
            Internal.ContentFields.InstantiateNullFields(so);
            Internal.Lifecycle.ScriptableObjectCreated(so);
            return so;
        }

        public static T CreateInstance<T>() where T : ScriptableObject
        {
            return (T)CreateInstance(typeof(T));
        }

        [Obsolete("Use EditorUtility.SetDirty instead")]
        public void SetDirty()
        {
        }
    }
}
