using UnityEngine;

// Colours a health bar from a Gradient: green when full, red when empty.
public class HealthBarTint : MonoBehaviour
{
    [SerializeField] private DamageableHealth health;
    [GradientUsage(false)]
    [SerializeField] private Gradient barColors = DefaultColors();
    [ColorUsage(false)] public Color currentColor = Color.white;

    static Gradient DefaultColors()
    {
        var gradient = new Gradient();
        gradient.SetKeys(
            new[] { new GradientColorKey(Color.red, 0f), new GradientColorKey(Color.yellow, 0.5f), new GradientColorKey(Color.green, 1f) },
            new[] { new GradientAlphaKey(1f, 0f), new GradientAlphaKey(1f, 1f) });
        return gradient;
    }

    void Reset()
    {
        barColors = DefaultColors();
    }

    void Update()
    {
        if (health == null) return;
        float fraction = (float)health.CurrentHealth / health.MaxHealth;
        currentColor = barColors.Evaluate(fraction);
    }

    public void Bind(DamageableHealth target) => health = target;
}
