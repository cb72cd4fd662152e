using UnityEngine;
using UnityEngine.EventSystems;
using UnityEngine.UI;

public class PauseMenuPanel : MonoBehaviour
{
    [SerializeField] private CanvasGroup menuGroup;
    [SerializeField] private Button resumeButton;
    [SerializeField] private KeyCode pauseKey = KeyCode.Escape;

    public bool IsPaused { get; private set; }

    private void Start()
    {
        SetVisible(false);
        if (resumeButton != null)
            resumeButton.onClick.AddListener(Resume);
    }

    private void Update()
    {
        if (Input.GetKeyDown(pauseKey))
            TogglePause();
    }

    public void TogglePause()
    {
        if (IsPaused) Resume();
        else Pause();
    }

    public void Pause()
    {
        IsPaused = true;
        Time.timeScale = 0f;
        SetVisible(true);
        if (resumeButton != null && EventSystem.current != null)
            EventSystem.current.SetSelectedGameObject(resumeButton.gameObject);
    }

    public void Resume()
    {
        IsPaused = false;
        Time.timeScale = 1f;
        SetVisible(false);
    }

    private void SetVisible(bool visible)
    {
        if (menuGroup == null) return;
        menuGroup.alpha = visible ? 1f : 0f;
        menuGroup.interactable = visible;
        menuGroup.blocksRaycasts = visible;
    }
}
