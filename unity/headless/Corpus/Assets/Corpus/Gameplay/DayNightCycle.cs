using UnityEngine;

// Turns a directional light around the sky and blends its colour between night and day.
public class DayNightCycle : MonoBehaviour
{
    public Light sun;
    [Tooltip("Length of a full day in seconds")] public float dayLength = 120f;
    [Range(0f, 1f)] public float timeOfDay = 0.25f;
    public Color nightColor = new Color(0.1f, 0.1f, 0.35f);
    public Color noonColor = Color.white;
    public Color sunsetColor = new Color(1f, 0.5f, 0.2f);
    public float maxIntensity = 1.2f;

    public bool IsNight => timeOfDay < 0.23f || timeOfDay > 0.77f;

    void Update()
    {
        timeOfDay = Mathf.Repeat(timeOfDay + Time.deltaTime / dayLength, 1f);
        if (sun == null) return;

        float sunAngle = timeOfDay * 360f - 90f;
        sun.transform.rotation = Quaternion.Euler(sunAngle, 170f, 0f);

        // 0 at midnight, 1 at noon.
        float daylight = Mathf.Clamp01(Mathf.Sin(timeOfDay * Mathf.PI * 2f - Mathf.PI * 0.5f) * 0.5f + 0.5f);
        Color dayColor = Color.Lerp(sunsetColor, noonColor, Mathf.SmoothStep(0f, 1f, daylight));
        sun.color = Color.Lerp(nightColor, dayColor, Mathf.InverseLerp(0.2f, 0.5f, daylight));
        sun.intensity = Mathf.Lerp(0.05f, maxIntensity, daylight);
    }
}
