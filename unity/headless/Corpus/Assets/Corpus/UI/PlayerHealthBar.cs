using UnityEngine;
using UnityEngine.UI;

public class PlayerHealthBar : MonoBehaviour
{
    [SerializeField] private Slider healthSlider;
    [SerializeField] private Image fillImage;
    [InspectorReadOnly] [SerializeField] private float currentHealth;
    public float maxHealth = 100f;

    public float CurrentHealth => currentHealth;

    private void Awake()
    {
        currentHealth = maxHealth;
        if (healthSlider != null)
        {
            healthSlider.minValue = 0f;
            healthSlider.maxValue = maxHealth;
            healthSlider.wholeNumbers = false;
            healthSlider.SetValueWithoutNotify(currentHealth);
        }
        Refresh();
    }

    public void TakeDamage(float amount)
    {
        currentHealth = Mathf.Clamp(currentHealth - amount, 0f, maxHealth);
        Refresh();
    }

    public void Heal(float amount)
    {
        currentHealth = Mathf.Min(currentHealth + amount, maxHealth);
        Refresh();
    }

    private void Refresh()
    {
        float normalized = maxHealth > 0f ? currentHealth / maxHealth : 0f;
        if (healthSlider != null)
            healthSlider.value = currentHealth;
        if (fillImage != null)
        {
            fillImage.type = Image.Type.Filled;
            fillImage.fillMethod = Image.FillMethod.Horizontal;
            fillImage.fillAmount = normalized;
            fillImage.color = normalized < 0.25f ? Color.red : Color.Lerp(Color.yellow, Color.green, normalized);
        }
    }
}
