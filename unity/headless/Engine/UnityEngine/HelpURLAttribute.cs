using System;

namespace UnityEngine
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0f1 Runtime/Export/Scripting/Attributes.cs
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = false)]
    public class HelpURLAttribute : Attribute
    {
        public HelpURLAttribute(string url) { m_Url = url; m_DispatchingFieldName = ""; m_Dispatcher = false; }

        public string URL { get { return m_Url; } }

        internal readonly string m_Url;
        internal readonly bool m_Dispatcher;
        internal readonly string m_DispatchingFieldName;
    }
}
