using System.Collections.Generic;
using UnityEngine;

// Counts the physics messages its object receives, with and without the parameter.
public class CollisionCounter : MonoBehaviour
{
    public int enters, stays, exits, triggerEnters, triggerExits;
    public readonly List<string> log = new List<string>();
    public Collision lastCollision;

    void OnCollisionEnter(Collision collision) { enters++; lastCollision = collision; log.Add("enter " + collision.gameObject.name); }
    void OnCollisionStay() { stays++; }
    void OnCollisionExit(Collision collision) { exits++; log.Add("exit " + collision.gameObject.name); }
    void OnTriggerEnter(Collider other) { triggerEnters++; log.Add("trigger enter " + other.name); }
    void OnTriggerExit(Collider other) { triggerExits++; log.Add("trigger exit " + other.name); }
}
