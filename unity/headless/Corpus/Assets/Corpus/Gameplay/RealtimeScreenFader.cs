using System.Collections;
using UnityEngine;

// Pauses the game and fades a full-screen quad in and out; works while Time.timeScale is 0.
public class RealtimeScreenFader : MonoBehaviour
{
    public Renderer fadeQuad;
    public float fadeDuration = 0.5f;
    public float holdSeconds = 1f;

    public float Alpha { get; private set; }
    public bool Fading { get; private set; }

    public void FadeOutAndIn()
    {
        if (!Fading) StartCoroutine(FadeRoutine());
    }

    IEnumerator FadeRoutine()
    {
        Fading = true;
        float previousScale = Time.timeScale;
        Time.timeScale = 0f;

        yield return Fade(0f, 1f);
        yield return new WaitForSecondsRealtime(holdSeconds);
        yield return Fade(1f, 0f);

        Time.timeScale = previousScale;
        Fading = false;
    }

    IEnumerator Fade(float from, float to)
    {
        float t = 0f;
        while (t < fadeDuration)
        {
            t += Time.unscaledDeltaTime;
            SetAlpha(Mathf.Lerp(from, to, t / fadeDuration));
            yield return null;
        }
        SetAlpha(to);
    }

    void SetAlpha(float a)
    {
        Alpha = a;
        if (fadeQuad != null)
        {
            Color c = fadeQuad.material.color;
            c.a = a;
            fadeQuad.material.color = c;
        }
    }
}
