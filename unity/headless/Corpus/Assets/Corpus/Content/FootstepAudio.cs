using UnityEngine;

// Plays a random footstep clip with a little pitch variation.
[RequireComponent(typeof(AudioSource))]
public class FootstepAudio : MonoBehaviour
{
    [SerializeField] private AudioClip[] footsteps;
    [SerializeField] private Vector2 pitchRange = new Vector2(0.9f, 1.1f);
    [SerializeField, Range(0f, 1f)] private float volume = 0.8f;

    private AudioSource source;
    public int StepsPlayed { get; private set; }

    void Awake()
    {
        source = GetComponent<AudioSource>();
        source.playOnAwake = false;
    }

    public void SetClips(params AudioClip[] clips) => footsteps = clips;

    // Called from an animation event on each foot contact.
    public void Step()
    {
        if (footsteps == null || footsteps.Length == 0) return;
        var clip = footsteps[Random.Range(0, footsteps.Length)];
        source.pitch = Random.Range(pitchRange.x, pitchRange.y);
        source.PlayOneShot(clip, volume);
        StepsPlayed++;
    }
}
