using System.Text;
using UnityEngine;
using UnityEngine.InputSystem;

public class KeyboardChatInput : MonoBehaviour
{
    private readonly StringBuilder buffer = new StringBuilder();

    public string Typed => buffer.ToString();
    public string LastSent { get; private set; }

    private void OnEnable()
    {
        if (Keyboard.current != null)
            Keyboard.current.onTextInput += OnText;
    }

    private void OnDisable()
    {
        if (Keyboard.current != null)
            Keyboard.current.onTextInput -= OnText;
    }

    private void OnText(char c)
    {
        if (c == '\b')
        {
            if (buffer.Length > 0) buffer.Length--;
        }
        else if (!char.IsControl(c))
        {
            buffer.Append(c);
        }
    }

    private void Update()
    {
        var keyboard = Keyboard.current;
        if (keyboard == null) return;
        if (keyboard.enterKey.wasPressedThisFrame || keyboard.numpadEnterKey.wasPressedThisFrame)
        {
            LastSent = buffer.ToString();
            buffer.Clear();
        }
    }
}
