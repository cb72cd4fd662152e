using UnityEngine;
using UnityEngine.EventSystems;
using UnityEngine.UI;

[RequireComponent(typeof(Image))]
public class EventTriggerHighlighter : MonoBehaviour
{
    [SerializeField] private Color highlight = new Color(1f, 0.9f, 0.4f);

    private Image image;
    private Color original;

    public int Enters { get; private set; }

    private void Awake()
    {
        image = GetComponent<Image>();
        original = image.color;

        var trigger = GetComponent<EventTrigger>() ?? gameObject.AddComponent<EventTrigger>();

        var enter = new EventTrigger.Entry { eventID = EventTriggerType.PointerEnter };
        enter.callback.AddListener(_ => { Enters++; image.color = highlight; });
        trigger.triggers.Add(enter);

        var exit = new EventTrigger.Entry();
        exit.eventID = EventTriggerType.PointerExit;
        exit.callback.AddListener(OnExit);
        trigger.triggers.Add(exit);
    }

    private void OnExit(BaseEventData data)
    {
        image.color = original;
    }
}
