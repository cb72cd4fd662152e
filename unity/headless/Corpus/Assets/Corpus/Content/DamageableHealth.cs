using System;
using UnityEngine;
using UnityEngine.Events;

// A health component that other systems hook into through the inspector.
public class DamageableHealth : MonoBehaviour
{
    [Serializable]
    public class DamagedEvent : UnityEvent<int> { }

    [SerializeField, Min(1)] private int maxHealth = 100;
    [Tooltip("Raised with the damage taken")]
    public DamagedEvent onDamaged = new DamagedEvent();
    public UnityEvent onDied = new UnityEvent();

    public int CurrentHealth { get; private set; }
    public bool IsDead => CurrentHealth <= 0;
    public int MaxHealth => maxHealth;

    void Awake()
    {
        CurrentHealth = maxHealth;
    }

    public void TakeDamage(int amount)
    {
        if (IsDead || amount <= 0) return;
        CurrentHealth = Mathf.Max(0, CurrentHealth - amount);
        onDamaged?.Invoke(amount);
        if (CurrentHealth == 0)
        {
            onDied.Invoke();
        }
    }

    public void Heal(int amount)
    {
        if (IsDead) return;
        CurrentHealth = Mathf.Min(maxHealth, CurrentHealth + amount);
    }
}
