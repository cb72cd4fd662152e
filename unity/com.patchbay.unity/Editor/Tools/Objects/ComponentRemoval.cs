using System;
using UnityEngine;
using Patchbay.Engine.CommonTools.Shared;

namespace Patchbay.Editor.Tools.Objects
{
    /// <summary>
    /// What the Inspector's "Remove Component" refuses: the Transform, and a component that another one of
    /// the object requires ([RequireComponent]) while it is the only one that fits.
    /// </summary>
    public static class ComponentRemoval
    {
        public static void Check(GameObject go, Component component)
        {
            if (component is Transform)
            {
                throw ToolErrors.State("A Transform cannot be removed; delete the GameObject instead (leave component out).");
            }

            var components = go.GetComponents<Component>();
            foreach (var other in components)
            {
                if (other == null || ReferenceEquals(other, component))
                {
                    continue;
                }

                foreach (RequireComponent require in other.GetType().GetCustomAttributes(typeof(RequireComponent), true))
                {
                    foreach (var required in new[] { require.m_Type0, require.m_Type1, require.m_Type2 })
                    {
                        if (required != null && required.IsInstanceOfType(component) && !OtherFits(components, component, required))
                        {
                            var dependent = ComponentPicker.Label(other);
                            throw ToolErrors.State("Can't remove " + component.GetType().Name + " because " + dependent + " depends on it; remove " + dependent + " first.");
                        }
                    }
                }
            }
        }

        private static bool OtherFits(Component[] components, Component removed, Type required)
        {
            foreach (var component in components)
            {
                if (component != null && !ReferenceEquals(component, removed) && required.IsInstanceOfType(component))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
