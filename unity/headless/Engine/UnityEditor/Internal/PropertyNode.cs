using System;
using System.Collections.Generic;
using System.Reflection;

namespace UnityEditor
{
    // One serialized property of a SerializedObject's tree (fields by reflection, arrays as
    // "x.Array.size" and "x.Array.data[i]", as in Unity's property paths).
    internal sealed class PropertyNode
    {
        internal string Name;
        internal string Path;
        internal string DisplayName;
        internal string Tooltip = "";
        internal string TypeName;
        internal SerializedPropertyType Kind;
        internal Type ValueType;
        internal object Value;
        internal FieldInfo Field;
        internal PropertyNode Parent;
        internal readonly List<PropertyNode> Children = new List<PropertyNode>();
        internal int Depth;
        internal bool Visible = true;
        internal bool Editable = true;
        internal bool IsArray;
        internal bool IsArraySize;
        internal bool Modified;
        internal bool Expanded;
        // [SerializeReference]: the node is a managed reference (or, for an array, its elements are).
        internal bool Managed;
    }
}
