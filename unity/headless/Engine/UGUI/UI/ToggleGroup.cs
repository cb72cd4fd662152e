using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine.EventSystems;

namespace UnityEngine.UI
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/UI/Core/ToggleGroup.cs: at most one toggle of the group is on.
    [AddComponentMenu("UI/Toggle Group", 31)]
    [DisallowMultipleComponent]
    public class ToggleGroup : UIBehaviour
    {
        [SerializeField] private bool m_AllowSwitchOff = false;

        protected List<Toggle> m_Toggles = new List<Toggle>();

        protected ToggleGroup() { }

        public bool allowSwitchOff { get { return m_AllowSwitchOff; } set { m_AllowSwitchOff = value; } }

        protected override void Start()
        {
            EnsureValidState();
            base.Start();
        }

        protected override void OnEnable()
        {
            EnsureValidState();
            base.OnEnable();
        }

        private void ValidateToggleIsInGroup(Toggle toggle)
        {
            if (toggle == null || !m_Toggles.Contains(toggle))
                throw new ArgumentException(string.Format("Toggle {0} is not part of ToggleGroup {1}", new object[] { toggle, this }));
        }

        public void NotifyToggleOn(Toggle toggle, bool sendCallback = true)
        {
            ValidateToggleIsInGroup(toggle);
            foreach (var other in m_Toggles.ToArray())
            {
                if (other == toggle) continue;
                if (sendCallback) other.isOn = false;
                else other.SetIsOnWithoutNotify(false);
            }
        }

        public void UnregisterToggle(Toggle toggle)
        {
            if (m_Toggles.Contains(toggle)) m_Toggles.Remove(toggle);
        }

        public void RegisterToggle(Toggle toggle)
        {
            if (!m_Toggles.Contains(toggle)) m_Toggles.Add(toggle);
        }

        public void EnsureValidState()
        {
            if (!allowSwitchOff && !AnyTogglesOn() && m_Toggles.Count != 0)
            {
                m_Toggles[0].isOn = true;
                NotifyToggleOn(m_Toggles[0]);
            }

            var active = ActiveToggles().ToList();
            if (active.Count > 1)
            {
                var first = GetFirstActiveToggle();
                foreach (var toggle in active)
                {
                    if (toggle == first) continue;
                    toggle.isOn = false;
                }
            }
        }

        public bool AnyTogglesOn() { return m_Toggles.Find(x => x.isOn) != null; }

        public IEnumerable<Toggle> ActiveToggles() { return m_Toggles.Where(x => x.isOn); }

        public Toggle GetFirstActiveToggle() { return ActiveToggles().FirstOrDefault(); }

        public void SetAllTogglesOff(bool sendCallback = true)
        {
            var oldAllowSwitchOff = m_AllowSwitchOff;
            m_AllowSwitchOff = true;
            foreach (var toggle in m_Toggles.ToArray())
            {
                if (sendCallback) toggle.isOn = false;
                else toggle.SetIsOnWithoutNotify(false);
            }

            m_AllowSwitchOff = oldAllowSwitchOff;
        }
    }
}
