using System.Collections.Generic;
using UnityEngine;
using UnityEngine.UI;

public class QualityDropdown : MonoBehaviour
{
    [SerializeField] private Dropdown dropdown;
    [SerializeField] private InputField playerNameField;

    private readonly List<string> levels = new() { "Low", "Medium", "High", "Ultra" };

    public string SelectedLevel { get; private set; }
    public string PlayerName { get; private set; } = "";

    private void Start()
    {
        dropdown.ClearOptions();
        dropdown.AddOptions(levels);
        dropdown.value = 2;
        dropdown.RefreshShownValue();
        dropdown.onValueChanged.AddListener(OnLevelChanged);
        OnLevelChanged(dropdown.value);

        if (playerNameField != null)
        {
            playerNameField.characterLimit = 12;
            playerNameField.onEndEdit.AddListener(name => PlayerName = name.Trim());
        }
    }

    private void OnLevelChanged(int index)
    {
        SelectedLevel = dropdown.options[index].text;
    }
}
