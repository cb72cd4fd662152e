using UnityEngine;
using UnityEngine.InputSystem;

public class MouseLookCamera : MonoBehaviour
{
    [SerializeField] private float sensitivity = 0.1f;
    [SerializeField] private float minPitch = -80f;
    [SerializeField] private float maxPitch = 80f;

    private float yaw;
    private float pitch;

    public float Yaw => yaw;
    public float Pitch => pitch;

    private void Update()
    {
        var mouse = Mouse.current;
        if (mouse == null) return;

        Vector2 delta = mouse.delta.ReadValue() * sensitivity;
        yaw += delta.x;
        pitch = Mathf.Clamp(pitch - delta.y, minPitch, maxPitch);
        transform.localRotation = Quaternion.Euler(pitch, yaw, 0f);

        if (mouse.rightButton.wasPressedThisFrame)
            Debug.Log("Aim");
        if (mouse.scroll.ReadValue().y != 0f)
            sensitivity = Mathf.Clamp(sensitivity + Mathf.Sign(mouse.scroll.ReadValue().y) * 0.01f, 0.01f, 1f);
    }
}
