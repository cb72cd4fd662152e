using System;
using UnityEngine;

// A round timer: ticks once a second with InvokeRepeating and ends the round with Invoke.
public class InvokeCountdownTimer : MonoBehaviour
{
    public float roundLength = 10f;
    public event Action RoundOverEvent;

    public int SecondsLeft { get; private set; }
    public bool RoundOver { get; private set; }
    public int Ticks { get; private set; }

    void OnEnable()
    {
        SecondsLeft = Mathf.CeilToInt(roundLength);
        RoundOver = false;
        InvokeRepeating(nameof(Tick), 1f, 1f);
        Invoke(nameof(EndRound), roundLength);
    }

    void Tick()
    {
        Ticks++;
        SecondsLeft = Mathf.Max(0, SecondsLeft - 1);
    }

    void EndRound()
    {
        RoundOver = true;
        CancelInvoke(nameof(Tick));
        RoundOverEvent?.Invoke();
    }

    public void AbortRound()
    {
        CancelInvoke();
    }
}
