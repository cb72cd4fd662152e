using System.Collections.Generic;

namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/Raycasters/BaseRaycaster.cs. Enabled raycasters register with the
    // event system (RaycasterManager), which asks each in EventSystem.RaycastAll.
    public abstract class BaseRaycaster : UIBehaviour
    {
        internal static readonly List<BaseRaycaster> All = new List<BaseRaycaster>();

        public abstract void Raycast(PointerEventData eventData, List<RaycastResult> resultAppendList);

        public abstract Camera eventCamera { get; }

        [System.Obsolete("Please use sortOrderPriority and renderOrderPriority", false)]
        public virtual int priority { get { return 0; } }

        public virtual int sortOrderPriority { get { return int.MinValue; } }

        public virtual int renderOrderPriority { get { return int.MinValue; } }

        public BaseRaycaster rootRaycaster
        {
            get
            {
                BaseRaycaster root = this;
                for (var t = transform.parent; t != null; t = t.parent)
                {
                    var r = t.GetComponent<BaseRaycaster>();
                    if (r != null) root = r;
                }

                return root;
            }
        }

        public override string ToString() { return "Name: " + gameObject + "\neventCamera: " + eventCamera; }

        protected override void OnEnable()
        {
            base.OnEnable();
            if (!All.Contains(this)) All.Add(this);
        }

        protected override void OnDisable()
        {
            All.Remove(this);
            base.OnDisable();
        }
    }
}
