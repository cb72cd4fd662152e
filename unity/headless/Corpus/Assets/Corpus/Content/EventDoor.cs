using UnityEngine;
using UnityEngine.Events;

// A door opened by a UnityEvent wired in the inspector (for example a pressure plate's onPressed -> Open).
[SelectionBase]
public class EventDoor : MonoBehaviour
{
    [SerializeField] private Vector3 openOffset = new Vector3(0f, 3f, 0f);
    [SerializeField] private float openSpeed = 2f;
    public UnityEvent onOpened;

    private Vector3 closedPosition;
    private bool isOpen;

    public bool IsOpen => isOpen;

    void Awake()
    {
        closedPosition = transform.position;
    }

    [ContextMenu("Open")]
    public void Open()
    {
        if (isOpen) return;
        isOpen = true;
        onOpened?.Invoke();
    }

    public void Close()
    {
        isOpen = false;
    }

    void Update()
    {
        var target = isOpen ? closedPosition + openOffset : closedPosition;
        transform.position = Vector3.MoveTowards(transform.position, target, openSpeed * Time.deltaTime);
    }
}
