using UnityEngine;

// Pauses by setting Time.timeScale to 0 and keeps an unscaled clock for the menu's own animation.
public class PauseMenuToggle : MonoBehaviour
{
    public GameObject menuRoot;
    public float menuPulseSpeed = 3f;

    public bool Paused { get; private set; }
    public float MenuPulse { get; private set; }
    public float GameTimeWhilePaused { get; private set; }

    float pausedAtGameTime;

    public void Toggle()
    {
        Paused = !Paused;
        Time.timeScale = Paused ? 0f : 1f;
        if (menuRoot != null) menuRoot.SetActive(Paused);
        if (Paused) pausedAtGameTime = Time.time;
    }

    void Update()
    {
        if (!Paused) return;
        MenuPulse = Mathf.PingPong(Time.unscaledTime * menuPulseSpeed, 1f);
        GameTimeWhilePaused = Time.time - pausedAtGameTime;
    }

    void OnDestroy()
    {
        if (Paused) Time.timeScale = 1f;
    }
}
