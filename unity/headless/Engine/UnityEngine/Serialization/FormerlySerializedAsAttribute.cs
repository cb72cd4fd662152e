using System;

namespace UnityEngine.Serialization
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Serialization/FormerlySerializedAsAttribute.cs.
    // Honoured when fields are read back (Internal/ObjectSerializer.ReadFields): a value stored under an old name
    // fills the field when its own name is absent, as Unity's serializer does.
    [AttributeUsage(AttributeTargets.Field, AllowMultiple = true, Inherited = false)]
    public class FormerlySerializedAsAttribute : Attribute
    {
        private string m_oldName;

        public FormerlySerializedAsAttribute(string oldName) { m_oldName = oldName; }

        public string oldName { get { return m_oldName; } }
    }
}
