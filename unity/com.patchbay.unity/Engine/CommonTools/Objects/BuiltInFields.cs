using System.Collections.Generic;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// The fields of engine components a player can read and set, under the names Unity serializes them by (what
    /// the editor's get_game_object shows): an engine component keeps its data in native code, so there is nothing
    /// to reflect over, and each field is read and written through the component's public property instead. Typed
    /// lambdas, not reflection, so IL2CPP's stripping keeps what they use. Components not listed here show no fields
    /// in a player.
    /// </summary>
    /// <remarks>
    /// The properties, as UnityCsReference declares them: Transform.localPosition/localRotation/localScale
    /// (2021.3.0f1 and 6000.0.0f1 Runtime/Transform/ScriptBindings/Transform.bindings.cs:29,60,78); at 2021.3.0f1
    /// Modules/Physics/ScriptBindings/Dynamics.bindings.cs: Rigidbody.mass/useGravity/isKinematic :102-106,
    /// Collider.isTrigger :299, CapsuleCollider.center/radius/height/direction :369-372, BoxCollider.center/size
    /// :382-383, SphereCollider.center/radius :390-391; at 6000.0.0f1 Modules/Physics/ScriptBindings/
    /// Rigidbody.bindings.cs:39-43, Collider.bindings.cs:15, BoxCollider.bindings.cs:13-14,
    /// SphereCollider.bindings.cs:13-14, CapsuleCollider.bindings.cs:13-16.
    /// </remarks>
    public static class BuiltInFields
    {
        private static readonly RuntimeField[] TransformFields =
        {
            // Unity's order for a Transform (rotation first), with the rotation as Euler angles on read, as in the editor.
            new RuntimeField("m_LocalRotation", typeof(Quaternion), c => ((Transform)c).localRotation, (c, v) => ((Transform)c).localRotation = (Quaternion)v),
            new RuntimeField("m_LocalPosition", typeof(Vector3), c => ((Transform)c).localPosition, (c, v) => ((Transform)c).localPosition = (Vector3)v),
            new RuntimeField("m_LocalScale", typeof(Vector3), c => ((Transform)c).localScale, (c, v) => ((Transform)c).localScale = (Vector3)v),
        };

#if PATCHBAY_PHYSICS_MODULE
        // The Physics module's components (com.unity.modules.physics; BuiltInModules): only when the project has it.
        private static readonly RuntimeField[] RigidbodyFields =
        {
            new RuntimeField("m_Mass", typeof(float), c => ((Rigidbody)c).mass, (c, v) => ((Rigidbody)c).mass = (float)v),
            new RuntimeField("m_UseGravity", typeof(bool), c => ((Rigidbody)c).useGravity, (c, v) => ((Rigidbody)c).useGravity = (bool)v),
            new RuntimeField("m_IsKinematic", typeof(bool), c => ((Rigidbody)c).isKinematic, (c, v) => ((Rigidbody)c).isKinematic = (bool)v),
        };

        private static readonly RuntimeField IsTrigger =
            new RuntimeField("m_IsTrigger", typeof(bool), c => ((Collider)c).isTrigger, (c, v) => ((Collider)c).isTrigger = (bool)v);

        private static readonly RuntimeField[] BoxColliderFields =
        {
            IsTrigger,
            new RuntimeField("m_Size", typeof(Vector3), c => ((BoxCollider)c).size, (c, v) => ((BoxCollider)c).size = (Vector3)v),
            new RuntimeField("m_Center", typeof(Vector3), c => ((BoxCollider)c).center, (c, v) => ((BoxCollider)c).center = (Vector3)v),
        };

        private static readonly RuntimeField[] SphereColliderFields =
        {
            IsTrigger,
            new RuntimeField("m_Radius", typeof(float), c => ((SphereCollider)c).radius, (c, v) => ((SphereCollider)c).radius = (float)v),
            new RuntimeField("m_Center", typeof(Vector3), c => ((SphereCollider)c).center, (c, v) => ((SphereCollider)c).center = (Vector3)v),
        };

        private static readonly RuntimeField[] CapsuleColliderFields =
        {
            IsTrigger,
            new RuntimeField("m_Radius", typeof(float), c => ((CapsuleCollider)c).radius, (c, v) => ((CapsuleCollider)c).radius = (float)v),
            new RuntimeField("m_Height", typeof(float), c => ((CapsuleCollider)c).height, (c, v) => ((CapsuleCollider)c).height = (float)v),
            new RuntimeField("m_Direction", typeof(int), c => ((CapsuleCollider)c).direction, (c, v) => ((CapsuleCollider)c).direction = (int)v),
            new RuntimeField("m_Center", typeof(Vector3), c => ((CapsuleCollider)c).center, (c, v) => ((CapsuleCollider)c).center = (Vector3)v),
        };
#endif

        /// <summary>The fields of an engine component this table knows, else null.</summary>
        public static IList<RuntimeField> For(Component component)
        {
            if (component is Transform) return TransformFields;
#if PATCHBAY_PHYSICS_MODULE
            if (component is Rigidbody) return RigidbodyFields;
            if (component is BoxCollider) return BoxColliderFields;
            if (component is SphereCollider) return SphereColliderFields;
            if (component is CapsuleCollider) return CapsuleColliderFields;
#endif
            return null;
        }
    }
}
