using System;
using System.Collections.Generic;

namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/EventSystem.cs. current is the first enabled event system;
    // SetSelectedGameObject sends OnDeselect to the old selection and OnSelect to the new one (ExecuteEvents), and
    // refuses to be re-entered from those handlers, as in Unity; RaycastAll asks every enabled raycaster and sorts the
    // hits front to back. Update runs the active input module's Process.
    [DisallowMultipleComponent]
    public class EventSystem : UIBehaviour
    {
        private static readonly List<EventSystem> s_EventSystems = new List<EventSystem>();
        private readonly List<BaseInputModule> m_SystemInputModules = new List<BaseInputModule>();
        private BaseInputModule m_CurrentInputModule;

        [SerializeField] private GameObject m_FirstSelected;
        [SerializeField] private bool m_sendNavigationEvents = true;
        [SerializeField] private int m_DragThreshold = 10;

        private GameObject m_CurrentSelected;
        private bool m_SelectionGuard;
        private BaseEventData m_DummyData;

        protected EventSystem() { }

        public static EventSystem current
        {
            get { return s_EventSystems.Count > 0 ? s_EventSystems[0] : null; }
            set
            {
                var index = s_EventSystems.IndexOf(value);
                if (index > 0)
                {
                    s_EventSystems.RemoveAt(index);
                    s_EventSystems.Insert(0, value);
                }
                else if (index < 0)
                {
                    Debug.LogError("Failed setting EventSystem.current to unknown EventSystem " + value);
                }
            }
        }

        public bool sendNavigationEvents { get { return m_sendNavigationEvents; } set { m_sendNavigationEvents = value; } }
        public int pixelDragThreshold { get { return m_DragThreshold; } set { m_DragThreshold = value; } }
        public BaseInputModule currentInputModule { get { return m_CurrentInputModule; } }
        public GameObject firstSelectedGameObject { get { return m_FirstSelected; } set { m_FirstSelected = value; } }
        public GameObject currentSelectedGameObject { get { return m_CurrentSelected; } }

        [Obsolete("lastSelectedGameObject is no longer supported")]
        public GameObject lastSelectedGameObject { get { return null; } }

        public bool isFocused { get { return true; } }
        public bool alreadySelecting { get { return m_SelectionGuard; } }

        public void UpdateModules()
        {
            GetComponents(m_SystemInputModules);
            m_SystemInputModules.RemoveAll(m => m == null || !m.IsActive());
        }

        public void SetSelectedGameObject(GameObject selected, BaseEventData pointer)
        {
            if (m_SelectionGuard)
            {
                Debug.LogError("Attempting to select " + selected + "while already selecting an object.");
                return;
            }

            m_SelectionGuard = true;
            if (selected == m_CurrentSelected)
            {
                m_SelectionGuard = false;
                return;
            }

            ExecuteEvents.Execute(m_CurrentSelected, pointer, ExecuteEvents.deselectHandler);
            m_CurrentSelected = selected;
            ExecuteEvents.Execute(m_CurrentSelected, pointer, ExecuteEvents.selectHandler);
            m_SelectionGuard = false;
        }

        public void SetSelectedGameObject(GameObject selected)
        {
            if (m_DummyData == null) m_DummyData = new BaseEventData(this);
            SetSelectedGameObject(selected, m_DummyData);
        }

        public void RaycastAll(PointerEventData eventData, List<RaycastResult> raycastResults)
        {
            raycastResults.Clear();
            foreach (var raycaster in BaseRaycaster.All.ToArray())
            {
                if (raycaster == null || !raycaster.IsActive()) continue;
                raycaster.Raycast(eventData, raycastResults);
            }

            // Front first: higher sort order, then higher depth, then nearer.
            raycastResults.Sort((a, b) =>
            {
                if (a.sortingOrder != b.sortingOrder) return b.sortingOrder.CompareTo(a.sortingOrder);
                if (a.depth != b.depth) return b.depth.CompareTo(a.depth);
                if (a.distance != b.distance) return a.distance.CompareTo(b.distance);
                return a.index.CompareTo(b.index);
            });
        }

        public bool IsPointerOverGameObject() { return IsPointerOverGameObject(-1); }

        public bool IsPointerOverGameObject(int pointerId)
        {
            return m_CurrentInputModule != null && m_CurrentInputModule.IsPointerOverGameObject(pointerId);
        }

        protected override void OnEnable()
        {
            base.OnEnable();
            s_EventSystems.Add(this);
        }

        protected override void OnDisable()
        {
            if (m_CurrentInputModule != null)
            {
                m_CurrentInputModule.DeactivateModule();
                m_CurrentInputModule = null;
            }

            s_EventSystems.Remove(this);
            base.OnDisable();
        }

        protected override void Start()
        {
            base.Start();
            if (m_FirstSelected != null && m_CurrentSelected == null) SetSelectedGameObject(m_FirstSelected);
        }

        protected virtual void Update()
        {
            if (current != this) return;
            UpdateModules();
            foreach (var module in m_SystemInputModules) module.UpdateModule();

            BaseInputModule active = null;
            foreach (var module in m_SystemInputModules)
            {
                if (module.IsModuleSupported() && module.ShouldActivateModule())
                {
                    active = module;
                    break;
                }
            }

            if (active != m_CurrentInputModule)
            {
                if (m_CurrentInputModule != null) m_CurrentInputModule.DeactivateModule();
                m_CurrentInputModule = active;
                if (active != null) active.ActivateModule();
            }

            if (m_CurrentInputModule != null) m_CurrentInputModule.Process();
        }

        public override string ToString()
        {
            return "<b>Selected:</b>" + currentSelectedGameObject + "\n" + (m_CurrentInputModule != null ? m_CurrentInputModule.ToString() : "No module");
        }
    }
}
