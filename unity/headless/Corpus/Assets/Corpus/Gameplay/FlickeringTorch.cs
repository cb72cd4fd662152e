using UnityEngine;

// A torch flicker from Perlin noise, with a random colour tint picked at start.
[RequireComponent(typeof(Light))]
public class FlickeringTorch : MonoBehaviour
{
    public float baseIntensity = 1.5f;
    public float flickerAmount = 0.5f;
    public float flickerSpeed = 4f;

    Light torch;
    float noiseOffset;

    void Awake()
    {
        torch = GetComponent<Light>();
        noiseOffset = Random.value * 100f;
        torch.color = Random.ColorHSV(0.05f, 0.12f, 0.7f, 1f, 0.9f, 1f);
    }

    void Update()
    {
        float noise = Mathf.PerlinNoise(noiseOffset, Time.time * flickerSpeed);
        torch.intensity = baseIntensity + (noise - 0.5f) * 2f * flickerAmount;
        Color.RGBToHSV(torch.color, out float h, out float s, out float v);
        torch.color = Color.HSVToRGB(h, s, Mathf.Clamp01(0.8f + noise * 0.2f));
    }
}
