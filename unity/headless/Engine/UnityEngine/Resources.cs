using System;
using System.Linq;
using UnityEngine.Internal;

namespace UnityEngine
{
    public sealed class Resources
    {
        public static Object[] FindObjectsOfTypeAll(Type type)
        {
            return ObjectRegistry.All().Where(type.IsInstanceOfType).ToArray();
        }

        public static T[] FindObjectsOfTypeAll<T>() where T : Object
        {
            return FindObjectsOfTypeAll(typeof(T)).Cast<T>().ToArray();
        }

        public static T Load<T>(string path) where T : Object
        {
            return null;
        }

        public static Object Load(string path)
        {
            return null;
        }
    }
}
