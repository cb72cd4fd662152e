using UnityEngine;
using UnityEngine.Events;

// Raises its event when pressed; a designer connects it to a door in the inspector.
public class PressurePlate : MonoBehaviour
{
    public UnityEvent onPressed = new UnityEvent();
    public UnityEvent<string> onPressedBy = new UnityEvent<string>();
    [SerializeField] private bool singleUse = true;

    private bool used;

    public void Press(GameObject presser)
    {
        if (singleUse && used) return;
        used = true;
        onPressed.Invoke();
        onPressedBy.Invoke(presser != null ? presser.name : "nobody");
    }
}
