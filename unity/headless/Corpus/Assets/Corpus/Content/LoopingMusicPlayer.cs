using System.Collections;
using UnityEngine;

// Background music that loops and fades in/out.
[RequireComponent(typeof(AudioSource))]
public class LoopingMusicPlayer : MonoBehaviour
{
    [SerializeField] private AudioClip music;
    [SerializeField, Range(0f, 1f)] private float targetVolume = 0.6f;
    [SerializeField] private float fadeDuration = 1f;

    private AudioSource source;
    private float fadeDirection;

    public AudioSource Source => source;

    void Awake()
    {
        source = GetComponent<AudioSource>();
        source.loop = true;
        source.playOnAwake = false;
        source.volume = 0f;
    }

    public void SetMusic(AudioClip clip) => music = clip;

    public void FadeIn()
    {
        source.clip = music;
        if (!source.isPlaying) source.Play();
        fadeDirection = 1f;
    }

    public void FadeOut() => fadeDirection = -1f;

    void Update()
    {
        if (fadeDirection == 0f) return;
        source.volume = Mathf.MoveTowards(source.volume, fadeDirection > 0 ? targetVolume : 0f, targetVolume / fadeDuration * Time.deltaTime);
        if (fadeDirection < 0f && source.volume <= 0f)
        {
            source.Stop();
            fadeDirection = 0f;
        }
        else if (fadeDirection > 0f && Mathf.Approximately(source.volume, targetVolume))
        {
            fadeDirection = 0f;
        }
    }
}
