using UnityEngine;

// Shows a serialized field greyed out in the Inspector (drawn by InspectorReadOnlyDrawer).
public class InspectorReadOnlyAttribute : PropertyAttribute
{
}
