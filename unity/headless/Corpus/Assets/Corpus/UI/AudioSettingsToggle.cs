using UnityEngine;
using UnityEngine.UI;

public class AudioSettingsToggle : MonoBehaviour
{
    [SerializeField] private Toggle musicToggle;
    [SerializeField] private Text statusLabel;

    public static bool MusicEnabled { get; private set; } = true;

    private void OnEnable()
    {
        if (musicToggle == null) musicToggle = GetComponentInChildren<Toggle>();
        musicToggle.SetIsOnWithoutNotify(MusicEnabled);
        musicToggle.onValueChanged.AddListener(OnMusicToggled);
        UpdateLabel();
    }

    private void OnDisable()
    {
        musicToggle.onValueChanged.RemoveListener(OnMusicToggled);
    }

    private void OnMusicToggled(bool isOn)
    {
        MusicEnabled = isOn;
        UpdateLabel();
    }

    private void UpdateLabel()
    {
        if (statusLabel != null)
            statusLabel.text = MusicEnabled ? "Music: On" : "Music: Off";
    }
}
