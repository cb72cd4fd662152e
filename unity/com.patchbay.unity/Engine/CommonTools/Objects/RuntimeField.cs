using System;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// One field of a component as a player reads and writes it without SerializedObject: the name the editor's
    /// Inspector gives it (a script's field name, or Unity's serialized name such as "m_LocalPosition"), its value
    /// type, and how to get and set it on a live component.
    /// </summary>
    public sealed class RuntimeField
    {
        public RuntimeField(string name, Type type, Func<Component, object> get, Action<Component, object> set)
            : this(name, type, get, set, false)
        {
        }

        public RuntimeField(string name, Type type, Func<Component, object> get, Action<Component, object> set, bool managed)
        {
            Name = name;
            Type = type;
            Get = get;
            Set = set;
            Managed = managed;
        }

        public string Name { get; private set; }

        public Type Type { get; private set; }

        public Func<Component, object> Get { get; private set; }

        public Action<Component, object> Set { get; private set; }

        /// <summary>A [SerializeReference] field: read as {"type", …fields} or null, written by type name.</summary>
        public bool Managed { get; private set; }
    }
}
